# queue-13.sh's compares twice more, after it
cd /tmp/runs/h2none
while ! grep -q "^done" order.txt; do sleep 5; done
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/cal5.jar compare --lockstep $S --budget 10m --target 2% --results-dir /tmp/runs/h2none/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa250k-2
run ke250k-2 --b-set workload.extra-cpu-ns=50
run aa250k-3
run ke250k-3 --b-set workload.extra-cpu-ns=50
echo done2 >> order.txt
