#!/usr/bin/env bash
# Redraws the sample shop's product video (a can pouring a drop of oil, brand colours, 4 s,
# VP8 WebM, ~65 KB). Needs ffmpeg (Debian: apt-get install ffmpeg); the output is committed,
# so nothing else needs ffmpeg.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p videos
ffmpeg -loglevel error -y -f lavfi -i "color=c=0xD3E36B:s=640x640:d=4:r=24" \
  -vf "drawbox=x=250:y=120:w=140:h=300:color=0x3E5A1E@1:t=fill,drawbox=x=250:y=230:w=140:h=70:color=0xFFF8E8@1:t=fill,drawbox=x=305:y='430+mod(t*160\,150)':w=30:h=40:color=0x3E5A1E@1:t=fill,drawbox=x=170:y=590:w=300:h=20:color=0xB8C85A@1:t=fill" \
  -c:v libvpx -b:v 120k -an videos/the-everyday-pour.webm
