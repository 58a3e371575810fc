import SwiftUI

enum FeedbackBuilder {
    static func build(screen: String, service: FeedbackService) -> some View {
        let interactor = FeedbackInteractor(service: service, screen: screen)
        let presenter = FeedbackPresenter(interactor: interactor)
        return FeedbackView(presenter: presenter)
    }
}

struct FeedbackView: View {
    @ObservedObject var presenter: FeedbackPresenter

    var body: some View {
        Form {
            if presenter.isSent {
                Label("Thanks, we read every note.", systemImage: "checkmark.seal")
            } else {
                Picker("How was it?", selection: $presenter.rating) {
                    ForEach(1...5, id: \.self) { Text(String(repeating: "★", count: $0)).tag($0) }
                }
                TextField("Tell us more", text: $presenter.message, axis: .vertical)
                    .lineLimit(3...6)
                Button("Send") {
                    Task { await presenter.send() }
                }
                .disabled(presenter.message.isEmpty)
            }
        }
    }
}

@MainActor
final class FeedbackPresenter: ObservableObject {
    @Published var rating = 4
    @Published var message = ""
    @Published private(set) var isSent = false

    private let interactor: FeedbackInteractor

    init(interactor: FeedbackInteractor) {
        self.interactor = interactor
    }

    func send() async {
        isSent = await interactor.send(message: message, rating: rating)
    }
}

final class FeedbackInteractor {
    private let service: FeedbackService
    private let screen: String

    init(service: FeedbackService, screen: String) {
        self.service = service
        self.screen = screen
    }

    func send(message: String, rating: Int) async -> Bool {
        do {
            try await service.send(message: message, rating: rating, screen: screen)
            return true
        } catch {
            return false
        }
    }
}
