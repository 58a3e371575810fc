import SwiftUI

enum ConverterBuilder {
    static func build(rate: ExchangeRate) -> some View {
        let interactor = ConverterInteractor(rate: rate)
        let presenter = ConverterPresenter(interactor: interactor)
        return ConverterView(presenter: presenter)
    }
}

struct ConverterView: View {
    @ObservedObject var presenter: ConverterPresenter

    var body: some View {
        Form {
            TextField("Euros", value: $presenter.euros, format: .number)
                .keyboardType(.decimalPad)
            LabeledContent(presenter.code, value: presenter.converted)
        }
        .navigationTitle("EUR → \(presenter.code)")
    }
}

@MainActor
final class ConverterPresenter: ObservableObject {
    @Published var euros: Double = 100

    private let interactor: ConverterInteractor

    init(interactor: ConverterInteractor) {
        self.interactor = interactor
    }

    var code: String { interactor.code }

    var converted: String {
        interactor.convert(euros).formatted(.number.precision(.fractionLength(2)))
    }
}

final class ConverterInteractor {
    private let rate: ExchangeRate

    init(rate: ExchangeRate) {
        self.rate = rate
    }

    var code: String { rate.code }

    func convert(_ euros: Double) -> Double {
        euros * rate.perEuro
    }
}
