# two more at 1..250,000 on tmpfs, after the CI run: an A/A and 100 ns a commit (between 50 ns's +1.4%
# and 150 ns's +4.3%)
cd /tmp/runs/h2none
while ! grep -q "^rc=" /tmp/ci.log; do sleep 5; done
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
run() {
  echo "$1 start $(date -u +%T)" >> order.txt
  java -jar /tmp/runs/cal5.jar compare --lockstep $S --budget 10m --target 2% --results-dir /tmp/runs/h2none/results "${@:2}" > $1.log 2>&1
  echo "$1 end $(date -u +%T) exit $?" >> order.txt
}
run aa250k-4
run ke250k-100 --b-set workload.extra-cpu-ns=100
echo done5 >> order.txt
