# Set up a checkout of the design system for local development
brew install node@20 pnpm
pnpm install --frozen-lockfile

export SPECIMEN_PORT=4321
alias preview='pnpm specimen serve --port $SPECIMEN_PORT'

# Generate icons from the SVG sources
for svg in icons/src/*.svg; do
  name=${svg##*/}
  name=${name%.svg}
  npx svgo --quiet "$svg" -o "icons/dist/${name}.svg"
done

while read -r line; do
  [[ "$line" == \#* ]] && continue
  echo "token: $line"
done < tokens.txt

cat <<-EOF > .env.local
	SPECIMEN_SITE_URL=http://localhost:${SPECIMEN_PORT}
	STORYBOOK=1
	EOF

until curl -fs "http://localhost:$SPECIMEN_PORT/health" > /dev/null; do
  sleep 1
done
open "http://localhost:$SPECIMEN_PORT"
