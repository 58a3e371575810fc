//
//  AccountsInteractor.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

@protocol AccountsInteractorOutput <NSObject>
- (void)didObtainAccounts:(NSArray<NSString *> *)accounts;
@end

@protocol AccountsInteractorInput <NSObject>
- (void)obtainAccounts;
@end

@interface AccountsInteractor : NSObject <AccountsInteractorInput>

@property (nonatomic, weak) id<AccountsInteractorOutput> output;

@end
