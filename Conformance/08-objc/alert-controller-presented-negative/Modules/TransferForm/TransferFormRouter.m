//
//  TransferFormRouter.m
//  Remit
//

#import "TransferFormRouter.h"
#import "TransferReceiptAssembly.h"

@implementation TransferFormRouter

#pragma mark - TransferFormRouterInput

- (void)openReceiptForAmount:(NSString *)amount {
    UIViewController *receipt = [TransferReceiptAssembly buildModuleWithAmount:amount];
    [self.viewController.navigationController pushViewController:receipt animated:YES];
}

- (void)showLimitExceededAlert {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Limit exceeded"
                                                                   message:@"Transfers above 1,000 need a branch visit."
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    [self.viewController presentViewController:alert animated:YES completion:nil];
}

@end
