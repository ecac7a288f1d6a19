# queue-14.sh stopped after its first compare (aa250k-2): 50 ns measured about 1.4%, so the known
# effect of the next two is 75 ns
cd /tmp/runs/h2none
while kill -0 9107 2>/dev/null; do sleep 5; done
echo "aa250k-2 end $(date -u +%T)" >> order.txt
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/cal5.jar compare --lockstep $S --budget 10m --target 2% --results-dir /tmp/runs/h2none/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run ke250k-75 --b-set workload.extra-cpu-ns=75
run aa250k-3
run ke250k-75b --b-set workload.extra-cpu-ns=75
echo done3 >> order.txt
