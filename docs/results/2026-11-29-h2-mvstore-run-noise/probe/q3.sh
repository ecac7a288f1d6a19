cd /tmp/probe
while ! grep -q done q2.order; do sleep 5; done
for i in 1 2; do
  echo "buf1g-$i start $(date -u +%T)" >> q3.order; bash run3.sh buf1g-$i 9 /tmp 1000000 4 -1 -1 -1 1048576
  echo "def3-$i start $(date -u +%T)" >> q3.order; bash run3.sh def3-$i 9 /tmp 1000000 4 -1 -1
done
echo done >> q3.order
