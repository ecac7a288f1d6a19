# queue-15.sh stopped after its second compare (aa250k-3): 75 ns measured +0.0% (−1.4 .. +1.5), less
# than 50 ns's +1.4%, so the last known effect is 150 ns
cd /tmp/runs/h2none
while kill -0 24231 2>/dev/null; do sleep 5; done
echo "aa250k-3 end $(date -u +%T)" >> order.txt
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
echo "ke250k-150 start $(date -u +%T)" >> order.txt
java -jar /tmp/runs/cal5.jar compare --lockstep $S --budget 10m --target 2% --results-dir /tmp/runs/h2none/results --b-set workload.extra-cpu-ns=150 > ke250k-150.log 2>&1
echo "ke250k-150 end $(date -u +%T) exit $?" >> order.txt
echo done4 >> order.txt
