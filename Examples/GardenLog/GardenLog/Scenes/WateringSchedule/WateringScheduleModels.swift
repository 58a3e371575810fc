import Foundation

struct WateringEvent {
    let date: Date
    let isOverdue: Bool
}

enum WateringSchedule {
    enum Load {
        struct Request {
            let upcomingCount: Int
        }

        struct Response {
            let plantName: String
            let intervalDays: Int
            let events: [WateringEvent]
        }

        struct ViewModel {
            let header: String
            let rows: [String]
        }
    }

    enum LogWatering {
        struct Request {
            let date: Date
        }

        struct Response {
            let success: Bool
        }
    }
}
