#!/bin/bash
# 40 forks of the memory store (tuned, k=4, 1..1,000,000), each 4 measured whole runs with JMH's GC before each
ARGS='-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED --add-exports=java.base/jdk.internal.ref=ALL-UNNAMED -Dchronicle.analytics.disable=true'
for n in $(seq -w 1 40); do
  java -jar ../cur.jar jmh 'Threeen1Benchmark.run$' -p store=memory -p tuned=true -p workers=4 -p to=1000000 -p durability=relaxed -f 1 -wi 0 -i 4 -gc true -bm ss -jvmArgs "$ARGS" -rf json -rff fork-$n.json > fork-$n.log 2>&1
  echo "$n $(date -u +%T)" >> progress.txt
done
echo done >> progress.txt
