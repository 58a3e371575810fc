import SwiftUI

struct ForecastView: View {
    @ObservedObject var presenter: ForecastPresenter

    var body: some View {
        NavigationStack {
            List {
                ForEach(presenter.days) { day in
                    LabeledContent(day.id.formatted(.dateTime.weekday(.wide)), value: "\(day.summary), \(presenter.temperature(of: day))")
                }
                NavigationLink("Rain radar") {
                    RadarBuilder.build(city: presenter.city)
                }
            }
            .navigationTitle(presenter.city)
            .toolbar {
                Button(presenter.unit.rawValue) { presenter.isUnitPickerShown = true }
            }
            .sheet(isPresented: $presenter.isUnitPickerShown) {
                UnitPickerSheet(selection: $presenter.unit)
            }
            .task { await presenter.load() }
        }
    }
}
