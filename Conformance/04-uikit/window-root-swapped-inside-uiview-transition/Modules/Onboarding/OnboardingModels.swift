import Foundation

enum Onboarding {
    enum Finish {
        struct Request {
            let nativeLanguage: String
            let targetLanguage: String
        }
        struct Response {
            let targetLanguage: String
        }
        struct ViewModel {
            let greeting: String
        }
    }
}
