# 2026-11-29 afternoon: 65 ns a commit on h2-mvstore at 1..250,000 (tmpfs), one long lockstep
# compare, nothing else running; the target of 0.1% cannot be reached, so it runs the whole budget
# (a fixed design). Jar: this afternoon's tree, whose rounds keep each turn's seconds.
cd /tmp/runs/cal65
S="threeen1 --store h2-mvstore --tuned --workers 4 --to 250000 --data-dir /dev/shm"
echo "cal65 start $(date -u +%T)" >> order.txt
java -jar /tmp/runs/cal65/cal.jar compare --lockstep $S --budget 85m --target 0.1% \
    --b-set workload.extra-cpu-ns=65 --results-dir /tmp/runs/cal65/results > cal65.log 2>&1
echo "cal65 end $(date -u +%T) exit $?" >> order.txt
