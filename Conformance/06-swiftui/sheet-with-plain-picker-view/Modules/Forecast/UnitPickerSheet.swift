import SwiftUI

struct UnitPickerSheet: View {
    @Binding var selection: TemperatureUnit

    var body: some View {
        Picker("Temperature unit", selection: $selection) {
            ForEach(TemperatureUnit.allCases) { unit in
                Text(unit.rawValue).tag(unit)
            }
        }
        .pickerStyle(.wheel)
        .presentationDetents([.height(220)])
    }
}
