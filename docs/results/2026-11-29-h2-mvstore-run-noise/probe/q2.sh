cd /tmp/probe
for i in 1 2; do
  echo "fill0-$i start $(date -u +%T)" >> q2.order; bash run2.sh fill0-$i 9 /tmp 1000000 4 -1 -1 0
  echo "def-$i start $(date -u +%T)" >> q2.order; bash run2.sh def-$i 9 /tmp 1000000 4 -1 -1
  echo "delay0-$i start $(date -u +%T)" >> q2.order; bash run2.sh delay0-$i 9 /tmp 1000000 4 0 -1
done
echo done >> q2.order
