cd /tmp/probe
for i in 1 2; do
  for r in 2000 1000 500; do
    echo "ret$r-$i start $(date -u +%T)" >> q1.order
    bash run.sh ret$r-$i 9 /tmp 1000000 4 -1 $r
  done
done
echo done >> q1.order
