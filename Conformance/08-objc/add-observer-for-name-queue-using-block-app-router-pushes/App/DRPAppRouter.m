//
//  DRPAppRouter.m
//  Dropline
//

#import "DRPAppRouter.h"
#import "DRPNotifications.h"
#import "AppointmentsAssembly.h"
#import "DonorPrepAssembly.h"

@interface DRPAppRouter ()

@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong, nullable) id<NSObject> bookingObserver;

@end

@implementation DRPAppRouter

- (instancetype)initWithWindow:(UIWindow *)window {
    self = [super init];
    if (self) {
        _window = window;
    }
    return self;
}

- (void)dealloc {
    if (_bookingObserver) {
        [[NSNotificationCenter defaultCenter] removeObserver:_bookingObserver];
    }
}

- (UINavigationController *)navigationController {
    return (UINavigationController *)self.window.rootViewController;
}

- (void)start {
    UIViewController *appointments = [AppointmentsAssembly assembleModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:appointments];

    __weak typeof(self) weakSelf = self;
    self.bookingObserver = [[NSNotificationCenter defaultCenter] addObserverForName:DRPDonationBookedNotification
                                                                             object:nil
                                                                              queue:[NSOperationQueue mainQueue]
                                                                         usingBlock:^(NSNotification *note) {
        NSString *slotIdentifier = note.userInfo[DRPSlotIdentifierKey];
        UIViewController *prep = [DonorPrepAssembly assembleModuleWithSlotIdentifier:slotIdentifier];
        [[weakSelf navigationController] pushViewController:prep animated:YES];
    }];
}

@end
