import { configure } from '@testing-library/react';

// The machine is shared: give findBy*/waitFor room before they call a screen wrong.
configure({ asyncUtilTimeout: 5_000 });
