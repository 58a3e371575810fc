//
//  TransferFormInteractor.h
//  Remit
//

#import <Foundation/Foundation.h>

@protocol TransferFormInteractorOutput <NSObject>
- (void)didObtainAmounts:(NSArray<NSString *> *)amounts;
@end

@protocol TransferFormInteractorInput <NSObject>
- (void)obtainAmounts;
@end

@interface TransferFormInteractor : NSObject <TransferFormInteractorInput>

@property (nonatomic, weak) id<TransferFormInteractorOutput> output;

@end
