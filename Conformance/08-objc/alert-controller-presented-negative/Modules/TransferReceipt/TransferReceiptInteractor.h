//
//  TransferReceiptInteractor.h
//  Remit
//

#import <Foundation/Foundation.h>

@protocol TransferReceiptInteractorOutput <NSObject>
- (void)didObtainLines:(NSArray<NSString *> *)lines;
@end

@protocol TransferReceiptInteractorInput <NSObject>
- (void)obtainLines;
@end

@interface TransferReceiptInteractor : NSObject <TransferReceiptInteractorInput>

@property (nonatomic, weak) id<TransferReceiptInteractorOutput> output;

@end
