//
//  BookDetailInteractor.m
//  Folio
//

#import "BookDetailInteractor.h"
#import "FolioNotifications.h"

static NSString * const kCartCountKey = @"FOLCartCount";

@implementation BookDetailInteractor

#pragma mark - BookDetailInteractorInput

- (void)addBookToCart:(NSString *)title {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    NSInteger count = [[defaults objectForKey:kCartCountKey] integerValue] + 1;
    [defaults setObject:@(count) forKey:kCartCountKey];
    [[NSNotificationCenter defaultCenter] postNotificationName:FOLCartDidChangeNotification object:self userInfo:@{@"count": @(count)}];
    [self.output didAddBookToCart];
}

@end
