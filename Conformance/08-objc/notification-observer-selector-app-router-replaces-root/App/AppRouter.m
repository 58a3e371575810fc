//
//  AppRouter.m
//  Ledgerly
//

#import "AppRouter.h"
#import "SessionNotifications.h"
#import "AccountsAssembly.h"
#import "SignInAssembly.h"

@interface AppRouter ()

@property (nonatomic, weak) UIWindow *window;

@end

@implementation AppRouter

- (instancetype)initWithWindow:(UIWindow *)window {
    self = [super init];
    if (self) {
        _window = window;
        NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
        [center addObserver:self selector:@selector(sessionDidStart:) name:LDGSessionDidStartNotification object:nil];
        [center addObserver:self selector:@selector(sessionDidEnd:) name:LDGSessionDidEndNotification object:nil];
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

#pragma mark - Notifications

- (void)sessionDidStart:(NSNotification *)notification {
    UIViewController *accounts = [AccountsAssembly buildModule];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:accounts];
}

- (void)sessionDidEnd:(NSNotification *)notification {
    self.window.rootViewController = [SignInAssembly buildModule];
}

@end
