import SwiftUI

enum PaywallBuilder {
    static func build(courses: CourseStore) -> some View {
        let interactor = PaywallInteractor(courses: courses)
        let presenter = PaywallPresenter(interactor: interactor)
        return PaywallView(presenter: presenter)
    }
}

struct PaywallView: View {
    @ObservedObject var presenter: PaywallPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text("Parlo Plus").font(.largeTitle.bold())
            Text("Every lesson, offline audio and a streak freeze each week.")
                .multilineTextAlignment(.center)
            Spacer()
            Button(presenter.isPurchasing ? "Purchasing…" : "Subscribe for €39.99 a year") {
                Task {
                    if await presenter.subscribe() {
                        close()
                    }
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(presenter.isPurchasing)
            Button("Not now", action: close)
        }
        .padding()
    }

    private func close() {
        dismiss()
    }
}

@MainActor
final class PaywallPresenter: ObservableObject {
    @Published private(set) var isPurchasing = false

    private let interactor: PaywallInteractor

    init(interactor: PaywallInteractor) {
        self.interactor = interactor
    }

    func subscribe() async -> Bool {
        isPurchasing = true
        defer { isPurchasing = false }
        return await interactor.purchase()
    }
}

final class PaywallInteractor {
    private let courses: CourseStore

    init(courses: CourseStore) {
        self.courses = courses
    }

    func purchase() async -> Bool {
        await courses.purchaseYearly()
    }
}
