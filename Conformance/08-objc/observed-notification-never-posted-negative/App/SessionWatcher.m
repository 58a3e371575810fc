//
//  SessionWatcher.m
//  Folio
//

#import "SessionWatcher.h"
#import "FolioNotifications.h"
#import "SignInAssembly.h"

@interface SessionWatcher ()

@property (nonatomic, weak) UIWindow *window;

@end

@implementation SessionWatcher

- (instancetype)initWithWindow:(UIWindow *)window {
    self = [super init];
    if (self) {
        _window = window;
    }
    return self;
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

- (void)startWatching {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(sessionDidExpire:) name:FOLSessionDidExpireNotification object:nil];
}

#pragma mark - Notifications

- (void)sessionDidExpire:(NSNotification *)notification {
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:@"FOLSessionToken"];
    self.window.rootViewController = [SignInAssembly buildModule];
}

@end
