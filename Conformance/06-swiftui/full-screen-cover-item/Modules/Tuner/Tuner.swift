import SwiftUI

enum TunerBuilder {
    static func build() -> some View {
        let presenter = TunerPresenter(interactor: TunerInteractor())
        return TunerView(presenter: presenter)
    }
}

struct TunerView: View {
    @ObservedObject var presenter: TunerPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Picker("String", selection: $presenter.selectedString) {
                    ForEach(presenter.strings, id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                Text(presenter.reading).font(.system(size: 56, weight: .semibold, design: .rounded))
            }
            .padding()
            .navigationTitle("Tuner")
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}

@MainActor
final class TunerPresenter: ObservableObject {
    @Published var selectedString = "E2"

    private let interactor: TunerInteractor

    init(interactor: TunerInteractor) {
        self.interactor = interactor
    }

    var strings: [String] {
        interactor.standardTuning
    }

    var reading: String {
        String(format: "%.1f Hz", interactor.frequency(of: selectedString))
    }
}

final class TunerInteractor {
    let standardTuning = ["E2", "A2", "D3", "G3", "B3", "E4"]

    private let frequencies: [String: Double] = [
        "E2": 82.41, "A2": 110.0, "D3": 146.83, "G3": 196.0, "B3": 246.94, "E4": 329.63
    ]

    func frequency(of string: String) -> Double {
        frequencies[string] ?? 0
    }
}
