//
//  Expense.m
//  Tally
//

#import "Expense.h"

@implementation Expense
@end
