//
//  SignInInteractor.h
//  Ledger
//

#import <Foundation/Foundation.h>

@protocol SignInInteractorOutput <NSObject>
- (void)didObtainMethods:(NSArray<NSString *> *)methods;
- (void)didAuthenticate;
@end

@protocol SignInInteractorInput <NSObject>
- (void)obtainMethods;
- (void)authenticateWithMethod:(NSString *)method;
@end

@interface SignInInteractor : NSObject <SignInInteractorInput>

@property (nonatomic, weak) id<SignInInteractorOutput> output;

@end
