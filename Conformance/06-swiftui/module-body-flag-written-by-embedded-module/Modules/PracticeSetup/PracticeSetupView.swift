import SwiftUI

struct PracticeSetupView: View {
    @ObservedObject var presenter: PracticeSetupPresenter
    @EnvironmentObject var parentPresenter: ChairBoardPresenter

    var body: some View {
        NavigationStack {
            Form {
                Section("Practice") {
                    TextField("Practice name", text: $presenter.practiceName)
                    Stepper("Chairs: \(presenter.chairCount)", value: $presenter.chairCount, in: 1...12)
                }
                Section("Opening hours") {
                    DatePicker("Opens", selection: $presenter.opensAt, displayedComponents: .hourAndMinute)
                    DatePicker("Closes", selection: $presenter.closesAt, displayedComponents: .hourAndMinute)
                }
                if let error = presenter.errorMessage {
                    Text(error)
                        .foregroundStyle(.red)
                }
                Button("Finish setup") {
                    if presenter.didTapFinish() {
                        parentPresenter.hasFinishedSetup = true
                    }
                }
            }
            .navigationTitle("Set up your practice")
        }
    }
}
