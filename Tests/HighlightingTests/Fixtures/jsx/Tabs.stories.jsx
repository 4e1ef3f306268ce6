import { Tabs } from '@acme/ds';

export default {
  title: 'Navigation/Tabs',
  component: Tabs,
  argTypes: { variant: { control: 'radio', options: ['line', 'pill'] } },
};

const panels = ['Overview', 'Tokens', 'Usage'];

export const Default = (args) => (
  <Tabs {...args} defaultValue={0}>
    <Tabs.List>
      {panels.map((label, index) => (
        <Tabs.Tab key={label} value={index}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
    {panels.map((label, index) => (
      <Tabs.Panel key={label} value={index}>
        <h3>{label}</h3>
        <p style={{ marginBlock: 8, color: 'var(--ds-text-subtle)' }}>Content of the {label.toLowerCase()} tab</p>
      </Tabs.Panel>
    ))}
  </Tabs>
);
Default.args = { variant: 'line' };

export const Controlled = () => {
  const [value, setValue] = React.useState(1);
  const next = () => setValue((value + 1) % panels.length);
  const ratio = value / panels.length;
  return (
    <div>
      <progress max={1} value={ratio} />
      <button onClick={next}>Next</button>
      <Tabs value={value} onChange={setValue}>
        <Tabs.List aria-label="Sections">
          <Tabs.Tab value={0}>One</Tabs.Tab>
          <Tabs.Tab value={1} disabled>Two</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </div>
  );
};
