import SwiftUI

struct OrderReceiptCover: ViewModifier {
    @Binding var order: PlacedOrder?

    func body(content: Content) -> some View {
        content
            .fullScreenCover(item: $order) { placed in
                ReceiptBuilder.build(order: placed)
            }
    }
}
