//
//  GuestDetailRouter.m
//  Soiree
//

#import "GuestDetailRouter.h"
#import <MessageUI/MessageUI.h>

@interface GuestDetailRouter () <MFMessageComposeViewControllerDelegate>

@end

@implementation GuestDetailRouter

#pragma mark - GuestDetailRouterInput

- (void)openMessageComposerToPhoneNumber:(NSString *)phoneNumber body:(NSString *)body {
    if (![MFMessageComposeViewController canSendText]) {
        NSLog(@"This device can't send text messages");
        return;
    }
    MFMessageComposeViewController *composer = [[MFMessageComposeViewController alloc] init];
    composer.messageComposeDelegate = self;
    composer.recipients = @[phoneNumber];
    composer.body = body;
    [self.viewController presentViewController:composer animated:YES completion:nil];
}

#pragma mark - MFMessageComposeViewControllerDelegate

- (void)messageComposeViewController:(MFMessageComposeViewController *)controller didFinishWithResult:(MessageComposeResult)result {
    if (result == MessageComposeResultFailed) {
        NSLog(@"Reminder text failed to send");
    }
    [controller dismissViewControllerAnimated:YES completion:nil];
}

@end
