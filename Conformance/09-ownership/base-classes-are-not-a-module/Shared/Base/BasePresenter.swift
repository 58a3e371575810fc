import Foundation
import os

/// Shared logging for presenters.
class BasePresenter {

    let logger: Logger

    init(category: String) {
        logger = Logger(subsystem: "com.example.carrental", category: category)
    }

    func screenDidAppear(_ name: String) {
        logger.info("screen \(name, privacy: .public) appeared")
    }
}
