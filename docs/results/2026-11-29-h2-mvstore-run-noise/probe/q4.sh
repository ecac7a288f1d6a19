cd /tmp/probe
while ! grep -q done q3.order; do sleep 5; done
for i in 1 2; do
  echo "w4-$i start $(date -u +%T)" >> q4.order; bash run4.sh w4-$i 9 /tmp 1000000 4 -1
  echo "w2-$i start $(date -u +%T)" >> q4.order; bash run4.sh w2-$i 9 /tmp 1000000 2 -1
  echo "mem4-$i start $(date -u +%T)" >> q4.order; JOPT=-Dstore=memory bash run4.sh mem4-$i 9 /tmp 1000000 4 -1
done
echo done >> q4.order
