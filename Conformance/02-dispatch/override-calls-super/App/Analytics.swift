import Foundation

final class Analytics {
    func track(_ event: String, _ properties: [String: String] = [:]) {
        print("[analytics]", event, properties)
    }
}
