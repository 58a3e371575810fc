//
//  Expense.h
//  Tally
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Expense : NSObject

@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *paidBy;
@property (nonatomic, assign) NSInteger amountInCents;

@end

NS_ASSUME_NONNULL_END
