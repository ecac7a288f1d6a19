#!/bin/bash
# the fork's level: 30 forks with transparent huge pages for the heap, 30 without, alternated
ARGS='-XX:+UseParallelGC -Xms3072m -Xmx3072m -Xmn1536m -XX:+AlwaysPreTouch --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=java.base/sun.nio.ch=ALL-UNNAMED --add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED --add-exports=java.base/jdk.internal.ref=ALL-UNNAMED -Dchronicle.analytics.disable=true'
mkdir -p base thp
for n in $(seq -w 1 30); do
  for v in base thp; do
    extra=""; [ $v = thp ] && extra=" -XX:+UseTransparentHugePages"
    java -jar ../cur.jar jmh 'Threeen1Benchmark.run$' -p store=memory -p tuned=true -p workers=4 -p to=1000000 -p durability=relaxed -f 1 -wi 0 -i 3 -gc true -bm ss -jvmArgs "$ARGS$extra" -rf json -rff $v/fork-$n.json > $v/fork-$n.log 2>&1
    echo "$v $n $(date -u +%T)" >> progress2.txt
  done
done
echo done >> progress2.txt
