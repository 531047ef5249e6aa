export { createConsoleReporter, type ErrorReporter, type ReportConsole, silentReporter } from './reporter';
