import SwiftUI
import UIKit

struct TicketScannerRepresentable: UIViewControllerRepresentable {
    let event: Event
    let onAccepted: () -> Void

    func makeUIViewController(context: Context) -> UIViewController {
        TicketScannerBuilder.build(event: event, onAccepted: onAccepted)
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
