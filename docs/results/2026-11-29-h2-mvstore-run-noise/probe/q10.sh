cd /tmp/probe
for i in 1 2; do
  echo "none-$i start $(date -u +%T)" >> q10.order; JOPT=-Ddurability=none bash run7.sh none-$i 9 /tmp 1000000 4 -1
  echo "none-shm-$i start $(date -u +%T)" >> q10.order; JOPT=-Ddurability=none bash run7.sh none-shm-$i 9 /dev/shm 1000000 4 -1
done
echo done >> q10.order
