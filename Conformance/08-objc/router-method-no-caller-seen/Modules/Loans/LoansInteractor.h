//
//  LoansInteractor.h
//  Stacks
//

#import <Foundation/Foundation.h>

@protocol LoansInteractorOutput <NSObject>
- (void)didObtainLoans:(NSArray<NSString *> *)loans;
@end

@protocol LoansInteractorInput <NSObject>
- (void)obtainLoans;
@end

@interface LoansInteractor : NSObject <LoansInteractorInput>

@property (nonatomic, weak) id<LoansInteractorOutput> output;

@end
