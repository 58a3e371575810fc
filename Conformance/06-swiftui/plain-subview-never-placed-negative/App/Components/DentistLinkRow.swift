import SwiftUI

struct DentistLinkRow: View {
    let dentist: Dentist

    var body: some View {
        NavigationLink(destination: DentistProfileBuilder.build(dentistID: dentist.id)) {
            Label {
                VStack(alignment: .leading) {
                    Text(dentist.name)
                    Text(dentist.speciality).font(.caption).foregroundStyle(.secondary)
                }
            } icon: {
                Image(systemName: "stethoscope")
            }
        }
    }
}

#Preview {
    NavigationStack {
        List {
            DentistLinkRow(dentist: .preview)
        }
    }
}
