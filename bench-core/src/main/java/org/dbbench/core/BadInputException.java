package org.dbbench.core;

/**
 * Input the suite refuses: the message is one line that names the bad value and what is allowed.
 * The CLI prints it without a stack trace and exits with code 2. Throw it before anything is written.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
