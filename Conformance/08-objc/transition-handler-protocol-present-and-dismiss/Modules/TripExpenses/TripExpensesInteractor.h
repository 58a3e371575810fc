//
//  TripExpensesInteractor.h
//  Tally
//

#import <Foundation/Foundation.h>

@class Expense;

@protocol TripExpensesInteractorOutput <NSObject>
- (void)didObtainExpenses:(NSArray<Expense *> *)expenses;
@end

@protocol TripExpensesInteractorInput <NSObject>
- (void)obtainExpensesForTripNamed:(NSString *)tripName;
@end

@interface TripExpensesInteractor : NSObject <TripExpensesInteractorInput>

@property (nonatomic, weak) id<TripExpensesInteractorOutput> output;

@end
