cd /tmp/probe
while ! grep -q done q4.order; do sleep 5; done
for i in 1 2 3; do
  echo "al-$i start $(date -u +%T)" >> q5.order; bash run5.sh al-$i 9 /tmp 1000000 4 -1
done
echo done >> q5.order
