cd /tmp/probe
while ! grep -q done q6.order; do sleep 5; done
for i in 1 2; do
  echo "r300k-$i start $(date -u +%T)" >> q7.order; bash run5.sh r300k-$i 15 /tmp 300000 4 -1
  echo "r500k-$i start $(date -u +%T)" >> q7.order; bash run5.sh r500k-$i 12 /tmp 500000 4 -1
done
echo done >> q7.order
