import SwiftUI

struct CabinBookingView: View {
    @ObservedObject var presenter: CabinBookingPresenter

    var body: some View {
        Form {
            Section("Sailing") {
                Text(presenter.summary)
                Button("Pick another sailing") { presenter.didTapChangeSailing() }
            }
            Section("Cabin") {
                Picker("Class", selection: $presenter.cabin) {
                    ForEach(CabinClass.allCases) { cabin in
                        Text(cabin.rawValue).tag(cabin)
                    }
                }
                Stepper("Passengers: \(presenter.passengers)", value: $presenter.passengers, in: 1...6)
            }
            Section {
                Button("Reserve") {
                    Task { await presenter.didTapReserve() }
                }
                .disabled(presenter.isReserving)
            }
        }
        .navigationTitle("Your cabin")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Start over") { presenter.didTapStartOver() }
            }
        }
    }
}
