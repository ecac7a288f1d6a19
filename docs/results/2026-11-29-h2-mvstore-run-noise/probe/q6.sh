cd /tmp/probe
while ! grep -q done q5.order; do sleep 5; done
for i in 1 2 3; do
  echo "c1-$i start $(date -u +%T)" >> q6.order; JOPT=-XX:TieredStopAtLevel=1 bash run5.sh c1-$i 9 /tmp 1000000 4 -1
done
echo done >> q6.order
