//
//  SignInInteractor.h
//  Ledgerly
//

#import <Foundation/Foundation.h>

@protocol SignInInteractorOutput <NSObject>
- (void)didFailToSignInWithMessage:(NSString *)message;
@end

@protocol SignInInteractorInput <NSObject>
- (void)signInWithEmail:(NSString *)email password:(NSString *)password;
@end

@interface SignInInteractor : NSObject <SignInInteractorInput>

@property (nonatomic, weak) id<SignInInteractorOutput> output;

@end
