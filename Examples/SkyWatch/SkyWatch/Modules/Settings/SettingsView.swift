import SwiftUI

/// Settings, presented over the Tonight tab.
struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Night mode", isOn: $viewModel.nightMode)
                NavigationLink {
                    LocationPickerView(viewModel: LocationPickerViewModel(current: viewModel.location))
                } label: {
                    Text("Location")
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
