cd /tmp/probe
while ! grep -q done q8.order; do sleep 5; done
for i in 1 2; do
  echo "jfr-$i start $(date -u +%T)" >> q9.order; JOPT="-XX:StartFlightRecording=filename=/tmp/probe/jfr-$i.jfr,settings=profile" bash run6.sh jfr-$i 9 /tmp 1000000 4 -1
done
echo done >> q9.order
