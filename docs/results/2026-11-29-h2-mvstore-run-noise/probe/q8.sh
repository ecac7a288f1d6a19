cd /tmp/probe
while ! grep -q done q7.order; do sleep 5; done
for i in 1 2; do
  echo "r500k-shm-$i start $(date -u +%T)" >> q8.order; bash run5.sh r500k-shm-$i 12 /dev/shm 500000 4 -1
done
echo done >> q8.order
